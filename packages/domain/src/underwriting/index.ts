// Underwriting outcomes an applicant is told about (the adverse action notice).
export * from './adverse-action';
export * from './reviews';
