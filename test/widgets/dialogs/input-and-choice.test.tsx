/**
 * The shared input and choice dialogs (src/widgets/shared/dialogs), through the promise API of
 * useDialogs: what they answer, when they stay open, and how they leave the page usable.
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { defineWidget } from '../../../src/widgets/define-widget';
import { dialogStyles, useDialogs } from '../../../src/widgets/shared/dialogs';
import { findPart, setUp, tearDown } from '../../support/element';
import { part, sleep, text, typeInto } from '../../support/shadow';

const answers: unknown[] = [];
let release: ((message: string | null) => void) | null = null;

function Asker() {
  const dialogs = useDialogs();
  return (
    <>
      <button
        id="prompt"
        onClick={async () =>
          answers.push(
            await dialogs.prompt({
              title: 'Rename',
              content: 'A new name, please.',
              label: 'Name',
              submitLabel: 'Rename',
              initialValue: 'old',
              validate: (value) => (value.trim() ? null : 'A name is needed'),
            }),
          )
        }
      />
      <button
        id="accept"
        onClick={async () =>
          answers.push(
            await dialogs.prompt({
              title: 'Code',
              content: '',
              label: 'Code',
              submitLabel: 'Send',
              accept: () => new Promise<string | null>((resolve) => (release = resolve)),
            }),
          )
        }
      />
      <button
        id="choose"
        onClick={async () =>
          answers.push(
            await dialogs.choose({
              title: 'Pick',
              content: 'One of them.',
              minWidth: 400,
              choices: [
                { value: 'a', label: 'Alpha', part: 'choice-a' },
                { value: 'b', label: 'Bravo', danger: true },
              ],
            }),
          )
        }
      />
      {dialogs.outlet}
    </>
  );
}
defineWidget('casino-test-input-asker', Asker, { styles: [dialogStyles], waitForConfig: false });

async function open(id: string): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-test-input-asker></casino-test-input-asker>`);
  await waitUntil(() => element.shadowRoot?.querySelector(`#${id}`));
  (element.shadowRoot!.querySelector(`#${id}`) as HTMLButtonElement).click();
  const dialog = await findPart<HTMLDialogElement>(element, 'dialog');
  await waitUntil(() => dialog.open);
  return element;
}

describe('the input dialog: a free-text field, submit and Close', () => {
  beforeEach(async () => {
    answers.length = 0;
    release = null;
    await setUp();
  });
  afterEach(async () => {
    fixtureCleanup();
    await sleep(20);
    await tearDown();
  });

  it('answers the text submitted, starting from the given text, the field focused', async () => {
    const element = await open('prompt');
    const input = part<HTMLInputElement>(element, 'dialog-input')!;
    expect(input.value).to.equal('old');
    expect(element.shadowRoot!.activeElement === input, 'the field has the focus').to.equal(true);
    typeInto(input, 'new');
    part<HTMLButtonElement>(element, 'dialog-submit')!.click();
    await waitUntil(() => answers.length === 1);
    expect(answers).to.deep.equal(['new']);
  });

  it('a refused value keeps the dialog open with the message; typing clears it', async () => {
    const element = await open('prompt');
    typeInto(part(element, 'dialog-input'), '  ');
    part<HTMLButtonElement>(element, 'dialog-submit')!.click();
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.equal('A name is needed');
    expect(part(element, 'dialog-input')!.getAttribute('aria-invalid')).to.equal('true');
    expect(answers).to.deep.equal([]);
    typeInto(part(element, 'dialog-input'), 'x');
    await waitUntil(() => part(element, 'dialog-error') === null);
  });

  it('Close and Escape answer false', async () => {
    let element = await open('prompt');
    part<HTMLButtonElement>(element, 'dialog-close')!.click();
    await waitUntil(() => answers.length === 1);
    fixtureCleanup();
    element = await open('prompt');
    part(element, 'dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitUntil(() => answers.length === 2);
    expect(answers).to.deep.equal([false, false]);
  });

  it('while `accept` runs the dialog is busy; its message keeps the dialog open, nothing closes it', async () => {
    const element = await open('accept');
    typeInto(part(element, 'dialog-input'), 'CODE');
    part<HTMLButtonElement>(element, 'dialog-submit')!.click();
    await waitUntil(() => release !== null);
    expect(part<HTMLButtonElement>(element, 'dialog-submit')!.disabled).to.equal(true);
    expect(part<HTMLButtonElement>(element, 'dialog-close')!.disabled).to.equal(true);
    release!('Not this one');
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.equal('Not this one');
    expect(part<HTMLButtonElement>(element, 'dialog-submit')!.disabled).to.equal(false);
    release = null;
    part<HTMLButtonElement>(element, 'dialog-submit')!.click();
    await waitUntil(() => release !== null);
    release!(null);
    await waitUntil(() => answers.length === 1);
    expect(answers).to.deep.equal(['CODE']);
  });

  it('a dialog still open when its element leaves the page answers false', async () => {
    await open('prompt');
    fixtureCleanup();
    await waitUntil(() => answers.length === 1);
    expect(answers).to.deep.equal([false]);
  });
});

describe('the choice dialog: one button per choice and Close', () => {
  beforeEach(async () => {
    answers.length = 0;
    await setUp();
  });
  afterEach(async () => {
    fixtureCleanup();
    await sleep(20);
    await tearDown();
  });

  it('answers the value of the chosen button; Close has the focus first', async () => {
    const element = await open('choose');
    expect(
      element.shadowRoot!.activeElement === part(element, 'dialog-close'),
      'Close has the focus',
    ).to.equal(true);
    expect(part(element, 'choice-a')!.dataset.choice).to.equal('a');
    expect(part(element, 'choice-a')!.getAttribute('part')).to.equal('dialog-choice choice-a');
    (element.shadowRoot!.querySelector('[data-choice="b"]') as HTMLButtonElement).click();
    await waitUntil(() => answers.length === 1);
    expect(answers).to.deep.equal(['b']);
  });

  it('Close and Escape answer false', async () => {
    let element = await open('choose');
    part<HTMLButtonElement>(element, 'dialog-close')!.click();
    await waitUntil(() => answers.length === 1);
    fixtureCleanup();
    element = await open('choose');
    part(element, 'dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitUntil(() => answers.length === 2);
    expect(answers).to.deep.equal([false, false]);
  });

  it('keeps its minimum width', async () => {
    const element = await open('choose');
    expect(part(element, 'dialog')!.getBoundingClientRect().width).to.be.at.least(400);
  });
});
