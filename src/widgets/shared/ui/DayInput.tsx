/**
 * One calendar day, typed as DD/MM/YYYY (the console's way of writing days, whatever the browser's
 * own date format) or picked on a calendar whose weeks start on Monday, in the page's language. The
 * value is 'YYYY-MM-DD', or '' for no day.
 *
 * What is typed stays as typed; the value changes when the text is a day (or is emptied). Text that
 * is no day says so under the field once the field is left, and changes nothing. Render it after a
 * `<label htmlFor={id}>`; `label` names the calendar button ('Pick Created from on a calendar').
 */
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, zhCN } from 'react-day-picker/locale';
import { dateToDay, dayToDate, formatDayInput, isDay, parseDayInput } from '../../../core/days';
import { useLanguage, useOutsidePointer, useT } from '../hooks';
import { CalendarIcon } from '../icons';

/** About the width of the calendar: less room than this after the field opens it towards the start. */
const CALENDAR_WIDTH_PX = 300;

export interface DayInputProps {
  /** The id of the text field (its label's htmlFor). */
  id: string;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  /** A day, or '' when the text was emptied; not called while the text is no day. */
  onChange: (day: string) => void;
  /** What the day is, in words: names the calendar button. */
  label: string;
  /** The `part` of the text field. */
  part?: string;
  /** The first and last day the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  /** A problem the caller found with this day (an end before the start): marks the field invalid. */
  invalid?: boolean;
  /** The id of the caller's message about that problem. */
  describedBy?: string;
}

export function DayInput({
  id,
  value,
  onChange,
  label,
  part,
  min,
  max,
  invalid,
  describedBy,
}: DayInputProps) {
  const t = useT();
  const language = useLanguage();
  const [typed, setTyped] = useState(() => formatDayInput(value));
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  // the calendar opens under the field, towards the side of the window with room for it
  const [towardsStart, setTowardsStart] = useState(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // a day set from elsewhere (the calendar, the URL, a reset) replaces the text; a text being typed stays
  useEffect(() => {
    setTyped((current) => {
      const meant = current.trim() === '' ? '' : parseDayInput(current);
      return meant === value ? current : formatDayInput(value);
    });
  }, [value]);

  useOutsidePointer(open, wrap, () => setOpen(false));

  const type = (text: string) => {
    setTyped(text);
    if (text.trim() === '') {
      if (value !== '') onChange('');
      return;
    }
    const day = parseDayInput(text);
    if (day && day !== value) onChange(day);
  };

  const wrong = left && typed.trim() !== '' && parseDayInput(typed) === null;
  const errorId = `${id}-error`;
  const described = [wrong ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  const shown = isDay(value) ? dayToDate(value) : undefined;
  const disabled = [
    ...(isDay(min) ? [{ before: dayToDate(min) }] : []),
    ...(isDay(max) ? [{ after: dayToDate(max) }] : []),
  ];

  return (
    <span className="day-input" ref={wrap}>
      <span className="day-input-row">
        <input
          id={id}
          part={part}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('app.shared.ui.day-placeholder')}
          value={typed}
          aria-invalid={wrong || invalid ? 'true' : 'false'}
          aria-describedby={described}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={() => setLeft(true)}
        />
        <button
          ref={toggle}
          type="button"
          className="secondary icon-only"
          part="day-calendar-toggle"
          aria-label={
            open ? t('app.shared.ui.day-calendar-close') : t('app.shared.ui.day-calendar', { label })
          }
          title={open ? t('app.shared.ui.day-calendar-close') : t('app.shared.ui.day-calendar', { label })}
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          onClick={() => {
            const box = wrap.current?.getBoundingClientRect();
            const rtl = wrap.current ? getComputedStyle(wrap.current).direction === 'rtl' : false;
            if (box) {
              const roomAfter = rtl ? box.right : window.innerWidth - box.left;
              setTowardsStart(roomAfter < CALENDAR_WIDTH_PX);
            }
            setOpen((o) => !o);
          }}
        >
          <CalendarIcon />
        </button>
      </span>
      {wrong ? (
        <span className="field-error" part="field-error" id={errorId} role="alert">
          {t('app.shared.ui.day-invalid')}
        </span>
      ) : null}
      {open ? (
        <div
          className={towardsStart ? 'calendar end' : 'calendar'}
          id={`${id}-calendar`}
          part="calendar"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <DayPicker
            mode="single"
            weekStartsOn={1}
            locale={language === 'zh-cn' ? zhCN : enGB}
            defaultMonth={shown ?? (isDay(max) ? dayToDate(max) : undefined)}
            selected={shown}
            disabled={disabled}
            onSelect={(picked) => {
              if (!picked) return;
              const day = dateToDay(picked);
              setTyped(formatDayInput(day));
              setLeft(false);
              setOpen(false);
              toggle.current?.focus();
              if (day !== value) onChange(day);
            }}
          />
        </div>
      ) : null}
    </span>
  );
}
