/**
 * Translation keys are checked by the compiler (`npm run typecheck` compiles this file; nothing runs
 * it): each line marked `@ts-expect-error` must fail to compile, or tsc reports the unused directive.
 */
import { t, type KeyPrefix, type KeyTail, type Translate, type TranslationKey } from '../../src/core/i18n';

// A key of the English files compiles, in core and shell files and in an area's own file.
t('app.shared.labels.loading');
t('app.agents.list.title');
t('validation.required');

// @ts-expect-error a misspelled key
t('app.shared.labels.laoding');
// @ts-expect-error a key no file has
t('app.agents.list.no-such-text');
// @ts-expect-error a branch is not a text
t('app.shared.labels');

// A plural text is asked for by its base name, not by its forms.
t('app.ledger.differences', { count: 2 });
// @ts-expect-error the plural form itself is not a key
t('app.ledger.differences_one');

// A key built from a known union compiles when every member names a text …
const live = (status: 'open' | 'connecting') => t(`app.audit.live.${status}`);
// … and fails when one member does not.
// @ts-expect-error 'stalled' has no text
const stalled = (status: 'connecting' | 'stalled') => t(`app.audit.live.${status}`);
// A key built from any string does not compile.
// @ts-expect-error an open string is not a key
const open = (tail: string) => t(`app.audit.live.${tail}`);

// The tails under a branch and the branches holding given tails are types too.
const tail: KeyTail<'app.audit.live'> = 'connecting';
// @ts-expect-error not a text under app.audit.live
const badTail: KeyTail<'app.audit.live'> = 'connected';
const prefix: KeyPrefix<'title' | 'submit'> = 'app.agents.adjustCredit';
// @ts-expect-error app.shared.labels has no title and submit texts
const badPrefix: KeyPrefix<'title' | 'submit'> = 'app.shared.labels';

// A function handed a translator takes typed keys too.
const translate: Translate = t;
// @ts-expect-error misspelled through a Translate as well
translate('app.shared.labels.laoding');

export const used: unknown[] = [live, stalled, open, tail, badTail, prefix, badPrefix];
export type Checked = TranslationKey;
