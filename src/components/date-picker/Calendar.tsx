import { DayPicker, type Labels } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/app/date-locale';
import type { WeekStart } from './week-start';
import 'react-day-picker/style.css';
import './calendar.css';

export interface CalendarProps {
  selected: Date | null;
  weekStart: WeekStart;
  onSelect: (day: Date) => void;
}

/**
 * One month of days (react-day-picker) in the user's language and week order; focus starts on the selected
 * day (or today), arrow keys move, Enter or Space picks. Loaded lazily with its styles: see DatePickerButton.
 */
export default function Calendar({ selected, weekStart, onSelect }: CalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale();
  // Intl's full date keeps the plain day number the button shows ("November 1, 2026", not "1st"), so
  // its name contains its visible text (WCAG 2.5.3).
  const fullDate = new Intl.DateTimeFormat(locale?.code ?? 'en-US', { dateStyle: 'full' });
  const labels: Partial<Labels> = {
    labelNav: () => t('datePicker.navigation'),
    labelPrevious: () => t('datePicker.previousMonth'),
    labelNext: () => t('datePicker.nextMonth'),
    labelDayButton: (date, modifiers) => {
      const text = fullDate.format(date);
      const named = modifiers.today ? t('datePicker.today', { date: text }) : text;
      return modifiers.selected ? t('datePicker.selected', { date: named }) : named;
    },
  };

  return (
    <DayPicker
      mode="single"
      required
      selected={selected ?? undefined}
      defaultMonth={selected ?? undefined}
      onSelect={onSelect}
      weekStartsOn={weekStart}
      locale={locale}
      dir={i18n.dir(i18n.language)}
      labels={labels}
      autoFocus
      showOutsideDays
      className="calendar"
    />
  );
}
