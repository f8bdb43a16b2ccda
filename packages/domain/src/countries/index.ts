// Country table and national phone formatting (docs/product/widgets-and-calculations.md §3, §5, §9).
export * from './country-table';
export * from './phone-format';
