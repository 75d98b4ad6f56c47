/**
 * The list pages' kit hook (src/widgets/shared/page/use-list-page.tsx), in Chromium: the row actions
 * a list offers are the ones its area's rules grant, in their words.
 */
import { expect, html } from '@open-wc/testing';
import '../../src/core/areas/cafes/translations';
import { defineWidget } from '../../src/widgets/define-widget';
import { pageStyles, RowActions, useListPage } from '../../src/widgets/shared/page';
import { uiStyles } from '../../src/widgets/shared/ui';
import { mount, setUp, tearDown } from '../support/element';
import { OWN } from '../support/fixtures';
import { $$ } from '../support/shadow';
import { allClaims } from '../support/token';

const ran: string[] = [];

function CafeActions({ agentId }: { agentId?: string }) {
  const list = useListPage('cafes', {
    agentId,
    defaults: { pageSize: 25, sort: null, sortable: [] },
    danger: ['wipe', 'delete'],
  });
  if (list.gate) return list.gate;
  const actions = list.rowActions(
    ['adjustBalance', 'wipe', { id: 'delete', disabledReason: 'app.cafes.delete.holds-money' }],
    {
      adjustBalance: (row: string) => ran.push(`adjust ${row}`),
      wipe: (row: string) => ran.push(`wipe ${row}`),
      delete: (row: string) => ran.push(`delete ${row}`),
    },
  );
  return (
    <div part="poses" data-state="content">
      <RowActions row="cafe-1" actions={actions} name="Harbour Cafe" />
      <ul>
        {actions.map((a) => (
          <li key={a.id} data-id={a.id} data-danger={String(a.danger)} data-disabled={String(!!a.disabled)}>
            {a.label}|{a.hint ?? ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
defineWidget('test-list-page-hook', CafeActions, {
  props: { agentId: 'string' },
  styles: [uiStyles, pageStyles],
});

describe('useListPage: a row offers the actions its area grants, in their order and words', () => {
  beforeEach(() => setUp({ claims: allClaims() }));
  afterEach(tearDown);

  it('each granted action labelled app.<area>.actions.<its id in kebab case>, destructive when the page says so, a refused one disabled with its reason', async () => {
    const element = await mount(html`<test-list-page-hook agent-id=${OWN}></test-list-page-hook>`);
    const shown = $$(element, 'li').map((li) => [
      li.dataset.id,
      li.textContent,
      li.dataset.danger,
      li.dataset.disabled,
    ]);
    expect(shown).to.deep.equal([
      ['adjustBalance', 'Adjust balance|', 'false', 'false'],
      ['wipe', 'Wipe|', 'true', 'false'],
      [
        'delete',
        'Delete|The cafe still holds money: bring its balance to zero (or wipe it) before deleting it.',
        'true',
        'true',
      ],
    ]);
    $$(element, '[data-action="adjustBalance"]')[0].click();
    expect(ran).to.deep.equal(['adjust cafe-1']);
  });
});
