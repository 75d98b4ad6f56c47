import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { setLanguage } from '../../../src/core/i18n';
import { defineWidget } from '../../../src/widgets/define-widget';
import { dialogStyles, useDialogs } from '../../../src/widgets/shared/dialogs';
import '../../../src/widgets/error-page/elements';
import { findPart, setUp, tearDown } from '../../support/element';
import { part, sleep, text } from '../../support/shadow';

/** A test element that opens dialogs through the promise API and records the answers. */
const answers: unknown[] = [];
function Asker() {
  const dialogs = useDialogs();
  return (
    <>
      <button
        id="confirm"
        onClick={async () =>
          answers.push(await dialogs.confirm({ title: 'Delete?', content: 'It cannot be undone.' }))
        }
      />
      <button
        id="inform"
        onClick={async () => answers.push(await dialogs.inform({ title: 'Saved', content: 'Done.' }))}
      />
      {dialogs.outlet}
    </>
  );
}
defineWidget('casino-test-asker', Asker, { styles: [dialogStyles], waitForConfig: false });

async function mountAsker(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<casino-test-asker></casino-test-asker>`);
  await waitUntil(() => element.shadowRoot?.querySelector('#confirm'));
  return element;
}

function press(element: HTMLElement, id: string): void {
  (element.shadowRoot?.querySelector(`#${id}`) as HTMLButtonElement).click();
}

async function openDialog(element: HTMLElement): Promise<HTMLDialogElement> {
  const dialog = await findPart<HTMLDialogElement>(element, 'dialog');
  await waitUntil(() => dialog.open);
  return dialog;
}

describe('dialogs', () => {
  beforeEach(async () => {
    answers.length = 0;
    await setUp({ shell: true });
  });
  afterEach(async () => {
    fixtureCleanup(); // open requests are answered when their element leaves the page
    await sleep(20);
    await tearDown();
  });

  describe('confirmation: title and content passed in; Yes returns true, No returns false', () => {
    it('shows the title and content in a modal dialog inside the element', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      const dialog = await openDialog(element);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(text(part(element, 'dialog-title'))).to.equal('Delete?');
      expect(text(part(element, 'dialog-content'))).to.equal('It cannot be undone.');
    });

    it('Yes returns true', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      await openDialog(element);
      (part(element, 'dialog-yes') as HTMLButtonElement).click();
      await waitUntil(() => answers.length === 1);
      expect(answers).to.deep.equal([true]);
      expect(part(element, 'dialog')).to.equal(null);
    });

    it('No returns false', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      await openDialog(element);
      (part(element, 'dialog-no') as HTMLButtonElement).click();
      await waitUntil(() => answers.length === 1);
      expect(answers).to.deep.equal([false]);
    });

    it('Escape answers No', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      const dialog = await openDialog(element);
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await waitUntil(() => answers.length === 1);
      expect(answers).to.deep.equal([false]);
    });

    it('No has the focus first, so a stray Enter never confirms', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      await openDialog(element);
      expect(element.shadowRoot?.activeElement).to.equal(part(element, 'dialog-no'));
    });

    it('gives the focus back to the button that opened it when it closes', async () => {
      const element = await mountAsker();
      const opener = element.shadowRoot?.querySelector('#confirm') as HTMLButtonElement;
      opener.focus();
      opener.click();
      const dialog = await openDialog(element);
      expect(element.shadowRoot?.activeElement).to.equal(part(element, 'dialog-no'));
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await waitUntil(() => answers.length === 1);
      await waitUntil(() => part(element, 'dialog') === null);
      const focused = element.shadowRoot?.activeElement;
      expect(focused === opener, `focus on ${focused?.outerHTML ?? 'nothing'}`).to.equal(true);
    });

    it('labels the buttons in the current language', async () => {
      await setLanguage('zh-cn');
      const element = await mountAsker();
      press(element, 'confirm');
      await openDialog(element);
      expect(text(part(element, 'dialog-no'))).to.equal('否');
      expect(text(part(element, 'dialog-yes'))).to.equal('是');
    });
  });

  describe('information: title, content, OK closes with true', () => {
    it('OK returns true', async () => {
      const element = await mountAsker();
      press(element, 'inform');
      await openDialog(element);
      expect(text(part(element, 'dialog-title'))).to.equal('Saved');
      expect(part(element, 'dialog-no')).to.equal(null);
      (part(element, 'dialog-ok') as HTMLButtonElement).click();
      await waitUntil(() => answers.length === 1);
      expect(answers).to.deep.equal([true]);
    });
  });

  describe('an element that leaves the page answers its open requests', () => {
    it('answers an open confirmation with No', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      await openDialog(element);
      element.remove();
      await waitUntil(() => answers.length === 1);
      expect(answers).to.deep.equal([false]);
    });
  });

  describe('one dialog at a time', () => {
    it('shows a second request after the first is answered', async () => {
      const element = await mountAsker();
      press(element, 'confirm');
      press(element, 'inform');
      await openDialog(element);
      expect(element.shadowRoot?.querySelectorAll('dialog').length).to.equal(1);
      (part(element, 'dialog-yes') as HTMLButtonElement).click();
      await waitUntil(() => text(part(element, 'dialog-title')) === 'Saved');
      (part(element, 'dialog-ok') as HTMLButtonElement).click();
      await waitUntil(() => answers.length === 2);
      expect(answers).to.deep.equal([true, true]);
    });
  });
});

describe('casino-error-page: code 404 | 500, translated message, link home', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('shows page not found for code 404', async () => {
    const element = await fixture<HTMLElement>(html`<casino-error-page code="404"></casino-error-page>`);
    expect(text(await findPart(element, 'title'))).to.equal('Page not found');
    expect(text(part(element, 'code'))).to.equal('404');
  });

  it('shows server error for code 500, in Chinese when the language is zh-cn', async () => {
    await setLanguage('zh-cn');
    const element = await fixture<HTMLElement>(html`<casino-error-page code="500"></casino-error-page>`);
    expect(text(await findPart(element, 'title'))).to.equal('服务器错误');
    expect(text(part(element, 'home'))).to.equal('返回首页');
  });

  it('links home to the root through the router', async () => {
    const element = await fixture<HTMLElement>(html`<casino-error-page></casino-error-page>`);
    const home = await findPart<HTMLAnchorElement>(element, 'home');
    expect(home.getAttribute('href')).to.equal('/');
    home.click();
    // Signed out: the root's guard goes on to the login page.
    await waitUntil(() => location.pathname === '/auth/login', `went to ${location.pathname}`);
  });
});
