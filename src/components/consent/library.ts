/*
 * The consent library with its stylesheet and the site's theme for it, as one module for
 * `import()`: the dialog's 35 KB of CSS arrive with the script that draws the dialog instead of
 * holding back every page's first paint.
 */
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent.css'

export { eraseCookies, hide, hidePreferences, reset, run, show, validConsent } from 'vanilla-cookieconsent'
