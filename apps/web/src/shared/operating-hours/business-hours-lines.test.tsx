import type { BusinessHoursEntry } from '@heloc/domain/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../app/i18n/load-messages';
import { I18nProvider, type Messages } from '../../lib/i18n';
import { businessHoursLine, useBusinessHoursLine } from './business-hours-lines';

const day = (weekdayValue: number, startTime: string | null, endTime: string | null): BusinessHoursEntry =>
  ({ weekday: 'DAY', weekdayValue, startTime, endTime, isOpen: startTime !== null }) as BusinessHoursEntry;

const week = [
  day(1, '06:00', '18:00'),
  day(2, '06:00', '18:00'),
  day(3, '06:00', '18:00'),
  day(4, '06:00', '18:00'),
  day(5, '06:00', '18:00'),
  day(6, '08:00', '14:00'),
  day(7, null, null),
];

const lineIn = (language: 'en' | 'es', messages: Messages) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} messages={messages} offered={['en', 'es']} onChoose={() => undefined}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useBusinessHoursLine(), { wrapper }).result.current;
};

describe('the weekday hours line', () => {
  it('reads as before in English', () => {
    expect(businessHoursLine(week)).toBe('Mon-Fri 6am-6pm PT, Sat 8am-2pm PT');
    expect(lineIn('en', {})(week)).toBe('Mon-Fri 6am-6pm PT, Sat 8am-2pm PT');
    expect(lineIn('en', {})([day(1, null, null)])).toBeUndefined();
  });

  it('speaks Spanish', async () => {
    const line = lineIn('es', await loadMessages('es'));
    expect(line(week)).toBe('lun-vie 6am-6pm PT, sáb 8am-2pm PT');
  });

  it('reads a day open all day as open 24 hours, in both languages', async () => {
    const allWeek = [day(1, '00:00', '00:00'), day(2, '00:00', '23:59'), day(3, '09:00', '17:00')];
    expect(businessHoursLine(allWeek)).toBe('Mon open 24 hours, Tue open 24 hours, Wed 9am-5pm PT');
    expect(lineIn('en', {})([day(1, '00:00', '00:00'), day(2, '00:00', '00:00')])).toBe('Mon-Tue open 24 hours');
    const es = lineIn('es', await loadMessages('es'));
    expect(es([day(6, '00:00', '24:00')])).toBe('sáb abierto las 24 horas');
    expect(lineIn('en', {})([day(1, '00:00', '00:00')])).not.toMatch(/12am/);
  });
});
