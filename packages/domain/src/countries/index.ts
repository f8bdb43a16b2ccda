// Country table and national phone formatting (spec 03 §3, §5, §9).
export * from './country-table';
export * from './phone-format';
