/** 'yyyy-MM-dd' as MM/dd/yyyy (spec 03 §9 display format). */
export const displayDay = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/** An instant as the applicant's local weekday, date and time, e.g. "Mon, 11/30/2026, 9:00 AM CST". */
export const displayDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

export const displayDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
