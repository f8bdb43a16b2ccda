/** 'yyyy-MM-dd' as MM/dd/yyyy (spec 03 §9 display format). */
export const displayDay = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};
