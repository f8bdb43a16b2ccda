// Progress bars: the application area's (spec 02 §2.5) and the original register flow's (spec 03 §2).
export * from './application-progress';
export * from './register-progress';
