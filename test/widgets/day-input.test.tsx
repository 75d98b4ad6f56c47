/**
 * A day typed as DD/MM/YYYY or picked on a calendar (src/widgets/shared/ui/DayInput.tsx), in
 * Chromium: the value is 'YYYY-MM-DD' whatever the browser's date format; text that is no day says so
 * once the field is left and changes nothing.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { setLanguage } from '../../src/core/i18n';
import { defineWidget } from '../../src/widgets/define-widget';
import { pageStyles } from '../../src/widgets/shared/page';
import { DayInput, uiStyles } from '../../src/widgets/shared/ui';
import { setUp, tearDown } from '../support/element';
import { $, $$, click, typeInto } from '../support/shadow';

/** Every value the field reported, in order. */
let reported: string[] = [];

function OneDay({ start = '', min = '', max = '' }: { start?: string; min?: string; max?: string }) {
  const [day, setDay] = useState(start);
  return (
    <div part="page">
      <label htmlFor="day">Created from</label>
      <DayInput
        id="day"
        part="day"
        label="Created from"
        value={day}
        min={min || undefined}
        max={max || undefined}
        onChange={(next) => {
          reported.push(next);
          setDay(next);
        }}
      />
      <output part="value">{day}</output>
    </div>
  );
}
defineWidget('test-one-day', OneDay, {
  waitForConfig: false,
  styles: [uiStyles, pageStyles],
  props: { start: 'string', min: 'string', max: 'string' },
});

async function mountDay(attrs: { start?: string; min?: string; max?: string } = {}) {
  const element = await fixture<HTMLElement>(
    html`<test-one-day
      start=${attrs.start ?? ''}
      min=${attrs.min ?? ''}
      max=${attrs.max ?? ''}
    ></test-one-day>`,
  );
  await waitUntil(() => $(element, '[part="day"]'));
  return element;
}
const field = (element: Element) => $<HTMLInputElement>(element, '[part="day"]')!;
const value = (element: Element) => $(element, '[part="value"]')!.textContent;

describe('DayInput', () => {
  beforeEach(async () => {
    reported = [];
    await setUp();
  });
  afterEach(tearDown);

  it('shows its day as DD/MM/YYYY and says how to type one', async () => {
    const element = await mountDay({ start: '2026-03-05' });
    expect(field(element).value).to.equal('05/03/2026');
    expect(field(element).placeholder).to.equal('DD/MM/YYYY');
    expect(field(element).type).to.equal('text');
  });

  it('a day typed as DD/MM/YYYY becomes the value YYYY-MM-DD; leading zeros may be left out', async () => {
    const element = await mountDay();
    typeInto(field(element), '5/3/2026');
    await waitUntil(() => value(element) === '2026-03-05');
    expect(reported).to.deep.equal(['2026-03-05']);
  });

  it('text that is no day changes nothing, and says so once the field is left', async () => {
    const element = await mountDay({ start: '2026-03-05' });
    typeInto(field(element), '31/02/2026');
    expect($(element, '[part="field-error"]')).to.equal(null);
    field(element).focus();
    field(element).blur();
    // leaving the field is its focusout (what React's onBlur listens to), sent as well in case the
    // page did not hold the focus when the test moved it
    field(element).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitUntil(() => $(element, '[part="field-error"]'));
    expect($(element, '[part="field-error"]')!.textContent).to.equal('Type a day as DD/MM/YYYY.');
    expect(field(element).getAttribute('aria-invalid')).to.equal('true');
    expect(field(element).value).to.equal('31/02/2026');
    expect(value(element)).to.equal('2026-03-05');
    expect(reported).to.deep.equal([]);
  });

  it('emptying the field clears the day', async () => {
    const element = await mountDay({ start: '2026-03-05' });
    typeInto(field(element), '');
    await waitUntil(() => value(element) === '');
    expect(reported).to.deep.equal(['']);
  });

  it('a day picked on the calendar becomes the value and the text; the calendar closes', async () => {
    const element = await mountDay({ start: '2026-03-05' });
    const toggle = $(element, '[part="day-calendar-toggle"]')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Pick Created from on a calendar');
    click(toggle);
    await waitUntil(() => $(element, '[part="calendar"]'));
    const twelfth = $$<HTMLButtonElement>(element, '[part="calendar"] button').find(
      (b) => b.textContent === '12' && !b.closest('.rdp-outside'),
    );
    click(twelfth!);
    await waitUntil(() => value(element) === '2026-03-12');
    expect(field(element).value).to.equal('12/03/2026');
    expect($(element, '[part="calendar"]')).to.equal(null);
  });

  it('the calendar offers no day outside min and max', async () => {
    const element = await mountDay({ start: '2026-03-10', min: '2026-03-05', max: '2026-03-20' });
    click($(element, '[part="day-calendar-toggle"]'));
    await waitUntil(() => $(element, '[part="calendar"]'));
    const day = (n: string) =>
      $$<HTMLButtonElement>(element, '[part="calendar"] button').find(
        (b) => b.textContent === n && !b.closest('.rdp-outside'),
      )!;
    expect(day('4').disabled).to.equal(true);
    expect(day('5').disabled).to.equal(false);
    expect(day('21').disabled).to.equal(true);
  });

  it('in Chinese the calendar names its months and weekdays in Chinese, the week starting on Monday', async () => {
    await setLanguage('zh-cn');
    const element = await mountDay({ start: '2026-03-05' });
    expect(field(element).placeholder).to.equal('日/月/年');
    click($(element, '[part="day-calendar-toggle"]'));
    await waitUntil(() => $(element, '[part="calendar"]'));
    const weekdays = $$(element, '[part="calendar"] .rdp-weekday').map((w) => w.textContent);
    expect(weekdays[0]).to.match(/一/);
    expect($(element, '[part="calendar"] .rdp-caption_label')!.textContent).to.match(/2026/);
    expect($(element, '[part="calendar"] .rdp-caption_label')!.textContent).to.match(/[三月]/);
  });
});
