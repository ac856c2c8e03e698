/* global module */
/**
 * Turbopack loader (next.config.ts): @payloadcms/ui bundles its own copy of @monaco-editor/loader,
 * whose default loads Monaco from cdn.jsdelivr.net, and that copy is not exported, so no
 * `loader.config()` of the site can reach it. This rewrites that default, in the one file that
 * holds it, to where the site serves Monaco itself (`options.vs`, src/app/monaco-editor).
 */
const CDN = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/"'`]+\/min\/vs/g

module.exports = function monacoFromSite(source) {
  const { vs } = this.getOptions()
  return source.replace(CDN, vs)
}
