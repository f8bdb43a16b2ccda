// Progress bars: the application area's (docs/product/application-area.md §2.5) and the original register flow's (docs/product/widgets-and-calculations.md §2).
export * from './application-progress';
export * from './register-progress';
export * from './step-progress';
