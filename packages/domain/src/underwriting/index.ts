// Underwriting outcomes an applicant is told about (issue 12: the adverse action notice).
export * from './adverse-action';
export * from './reviews';
