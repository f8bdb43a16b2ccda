import type { StepProgress } from '../enums';

/**
 * docs/product/widgets-and-calculations.md §4 Step progress: where one step of a progress bar stands, given the
 * 0-based index of the current step (`current` at or past the last step: every step COMPLETE). Steps before the
 * current one are COMPLETE, the current one IN_PROGRESS, the later ones INITIAL.
 */
export const stepProgressOf = (stepIndex: number, current: number): StepProgress =>
  stepIndex < current ? 'COMPLETE' : stepIndex === current ? 'IN_PROGRESS' : 'INITIAL';
