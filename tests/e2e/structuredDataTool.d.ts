// structured-data-testing-tool ships no types (and is CommonJS): the part of its Node API the e2e uses.
declare module 'structured-data-testing-tool' {
  type Test = { test: string; description?: string; group?: string; error?: { message: string } }
  type Result = { passed: Test[]; failed: Test[]; warnings: Test[]; schemas: string[] }
  type Preset = { name: string }
  const tool: {
    /** Tests an HTML string as given: this entry point never fetches anything. */
    structuredDataTestHtml(html: string, options: { presets: Preset[] }): Promise<Result>
  }
  export default tool
}
declare module 'structured-data-testing-tool/presets.js' {
  type Preset = { name: string }
  const presets: { Google: Preset; SocialMedia: Preset }
  export default presets
}
