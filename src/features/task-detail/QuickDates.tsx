import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/Menu';
import { ZapIcon } from '@/components/icons';
import { useWeekStart } from '@/components/date-picker/use-week-start';
import { DEFER_DAYS, QUICK_CHOICES, deferDate, quickChoiceDate } from './date-choices';
import type { DateField } from './DateAttribute';

interface Props {
  field: DateField;
  value: Date | null;
  onPick: (date: Date) => void;
}

/** A date's quick choices in a menu beside its calendar; a set due date can also be postponed by whole days. */
export function QuickDates({ field, value, onPick }: Props) {
  const { t } = useTranslation();
  const weekStart = useWeekStart();
  const name = t(`taskDetail.${field}`);
  return (
    <Dropdown
      className="quick-dates-menu"
      label={t('taskDetail.quickDatesFor', { field: name })}
      namedByContent
      trigger={<ZapIcon size={16} aria-hidden="true" />}
    >
      {/* The groups' names avoid the field's own so that its label stays the only one that says "Due". */}
      <div className="menu-list" role="group" aria-label={t('taskDetail.quickDates')} data-field={field}>
        {QUICK_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="menu-item"
            onClick={() => onPick(quickChoiceDate(choice, new Date(), weekStart, value))}
          >
            {t(`taskDetail.quickDate.${choice}`)}
          </button>
        ))}
      </div>
      {field === 'dueDate' && value && (
        <div className="menu-list quick-dates-defer" role="group" aria-label={t('taskDetail.deferGroup')}>
          <span className="menu-heading" aria-hidden="true">
            {t('taskDetail.deferGroup')}
          </span>
          {DEFER_DAYS.map((days) => (
            <button key={days} type="button" className="menu-item" onClick={() => onPick(deferDate(value, days))}>
              {t(`taskDetail.deferBy.${days}`)}
            </button>
          ))}
        </div>
      )}
    </Dropdown>
  );
}
