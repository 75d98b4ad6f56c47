/**
 * Published names of element bundles whose source folder says otherwise: the cafes' elements live in
 * src/widgets/cafes (cafe is the code's name) but ship as dist/widgets/poses.js, the package's
 * "./poses" export, which partners import by that name. Read by rollup.config.mjs (the entries) and
 * the custom-elements manifest (the module each element ships in).
 */
export const BUNDLE_NAMES = { cafes: 'poses' };

/** The bundle name of the element folder src/widgets/<folder>. */
export const bundleName = (folder) => BUNDLE_NAMES[folder] ?? folder;
