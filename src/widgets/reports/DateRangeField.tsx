/**
 * The period of a report: a preset (today, this week, last month, …) or custom days typed as
 * DD/MM/YYYY or picked on a calendar whose weeks start on Monday. Days are the agent's: the presets are
 * computed from today in its time zone, which the field names.
 */
import { useEffect, useRef, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB, zhCN } from 'react-day-picker/locale';
import {
  DATE_PRESETS,
  formatDayInput,
  isDay,
  parseDayInput,
  presetRange,
  type DateRangeChoice,
  type DayRange,
} from '../../core/areas/reports/dates';
import { dateToDay, dayToDate } from '../../core/days';
import { timezoneName } from '../../core/reference/names';
import { useLanguage, useOutsidePointer, useT } from '../shared/hooks';

export interface DateRangeValue {
  range: DateRangeChoice;
  from: string;
  to: string;
}

export interface DateRangeFieldProps {
  value: DateRangeValue;
  today: string;
  timeZone: string;
  errors: Partial<Record<'from' | 'to', string>>;
  onChange: (value: DateRangeValue) => void;
}

export function DateRangeField({ value, today, timeZone, errors, onChange }: DateRangeFieldProps) {
  const t = useT();
  const language = useLanguage();
  const shown: DayRange = value.range === 'custom' ? value : presetRange(value.range, today);
  // what is typed stays as typed until it is a day (or the value changes from elsewhere)
  const [typed, setTyped] = useState({ from: formatDayInput(shown.from), to: formatDayInput(shown.to) });
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // a day set from elsewhere (a preset, the calendar) replaces the text; a text being typed stays
    setTyped((current) => ({
      from:
        isDay(shown.from) && parseDayInput(current.from) !== shown.from
          ? formatDayInput(shown.from)
          : current.from,
      to: isDay(shown.to) && parseDayInput(current.to) !== shown.to ? formatDayInput(shown.to) : current.to,
    }));
  }, [shown.from, shown.to]);
  useOutsidePointer(open, wrap, () => setOpen(false));

  const type = (field: 'from' | 'to', text: string) => {
    setTyped((current) => ({ ...current, [field]: text }));
    const day = parseDayInput(text);
    onChange({ range: 'custom', from: shown.from, to: shown.to, [field]: day ?? text });
  };
  const pick = (picked: DateRange | undefined) => {
    if (!picked?.from) return;
    const from = dateToDay(picked.from);
    const to = picked.to ? dateToDay(picked.to) : from;
    onChange({ range: 'custom', from, to });
  };
  const zone = timezoneName(timeZone, timeZone, language);

  return (
    <>
      <div className="field">
        <label htmlFor="report-range">{t('app.reports.params.range')}</label>
        <select
          id="report-range"
          part="input-range"
          value={value.range}
          onChange={(event) => {
            const range = event.currentTarget.value as DateRangeChoice;
            onChange(range === 'custom' ? { range, ...shown } : { range, from: '', to: '' });
          }}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`app.reports.params.presets.${preset}`)}
            </option>
          ))}
          <option value="custom">{t('app.reports.params.presets.custom')}</option>
        </select>
      </div>
      <div className="dates-wrap" ref={wrap}>
        <div className="dates">
          {(['from', 'to'] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`report-${field}`}>{t(`app.reports.params.${field}`)}</label>
              <input
                id={`report-${field}`}
                part={`input-${field}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('app.reports.params.date-placeholder')}
                value={typed[field]}
                aria-invalid={errors[field] ? 'true' : 'false'}
                aria-describedby={errors[field] ? `report-${field}-error` : undefined}
                onChange={(event) => type(field, event.currentTarget.value)}
              />
              {errors[field] ? (
                <div
                  className="field-error"
                  part="field-error"
                  data-error-for={field}
                  id={`report-${field}-error`}
                  role="alert"
                >
                  {errors[field]}
                </div>
              ) : null}
            </div>
          ))}
          <button
            type="button"
            className="secondary"
            part="calendar-toggle"
            aria-expanded={open}
            aria-controls={open ? 'report-calendar' : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('app.reports.params.calendar-close') : t('app.reports.params.calendar')}
          </button>
        </div>
        {open ? (
          <div
            className="calendar"
            id="report-calendar"
            part="calendar"
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            <DayPicker
              mode="range"
              weekStartsOn={1}
              locale={language === 'zh-cn' ? zhCN : enGB}
              defaultMonth={dayToDate(isDay(shown.from) ? shown.from : today)}
              selected={{
                from: dayToDate(isDay(shown.from) ? shown.from : today),
                to: dayToDate(isDay(shown.to) ? shown.to : today),
              }}
              onSelect={pick}
              disabled={{ after: dayToDate(today) }}
            />
          </div>
        ) : null}
      </div>
      <p className="zone" part="time-zone" data-time-zone={timeZone}>
        {t('app.reports.params.time-zone', { zone })}
      </p>
    </>
  );
}
