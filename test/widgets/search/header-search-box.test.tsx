/**
 * The header's search box, in a page of its own: the search page's tests leave it a page where the
 * header's tests hung the browser test run (each file passes alone).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { P } from '../../../src/core/permissions';
import { navigate, route } from '../../../src/core/router';
import '../../../src/widgets/header/elements';
import { setUp, tearDown } from '../../support/element';
import { OWN } from '../../support/fixtures';
import { part, typeInto } from '../../support/shadow';
import { claimsWith, signIn } from '../../support/token';

describe('the header’s search box opens the search page', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it("'/' outside a field puts the focus in the search box", async () => {
    signIn(OWN, claimsWith(P.ListPlayers));
    navigate(`/${OWN}/players`);
    const header = await fixture<HTMLElement>(html`<casino-header></casino-header>`);
    await waitUntil(() => part(header, 'search-input'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true }));
    expect(header.shadowRoot!.activeElement).to.equal(part(header, 'search-input'));
  });

  it('submitting the box goes to /miscellaneous/search with the text', async () => {
    signIn(OWN, claimsWith(P.ListPlayers));
    navigate(`/${OWN}/players`);
    const header = await fixture<HTMLElement>(html`<casino-header></casino-header>`);
    await waitUntil(() => part(header, 'search-input'));
    typeInto(part(header, 'search-input'), 'north.player10');
    (part(header, 'search-submit') as HTMLButtonElement).click();
    await waitUntil(() => route.value?.path === '/miscellaneous/search');
    expect(route.value?.query.q).to.equal('north.player10');
  });
});
