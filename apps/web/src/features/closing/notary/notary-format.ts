/** 'yyyy-MM-dd' as MM/dd/yyyy (docs/product/widgets-and-calculations.md §9 display format). */
export const displayDay = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};
