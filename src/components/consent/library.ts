/*
 * The consent library with its stylesheet and the site's theme for it, as one module for
 * `import()`: it draws the preferences layer only, and arrives (script and 35 KB of CSS) when a
 * visitor asks for that layer, not with the page.
 */
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent.css'

export {
  acceptCategory,
  getUserPreferences,
  hidePreferences,
  reset,
  run,
  showPreferences,
  validConsent,
} from 'vanilla-cookieconsent'
