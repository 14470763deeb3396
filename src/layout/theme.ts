/** The MUI theme: react-admin's defaults, with the business's primary and secondary colours. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { isHexColor, type Preferences } from './preferences';
import { shellI18nProvider as i18nProvider } from '../i18n/shellI18nProvider';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './shellPaint';

export function buildTheme(prefs: Preferences): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      // WCAG AA: MUI picks each colour's text (white or dark) for 4.5:1 instead of its default 3:1,
      // so the business's own colours stay readable on buttons and badges.
      contrastThreshold: 4.5,
      // MUI's orange (#ed6c02) reaches only 3.1:1 with white as text or background; this one 5:1.
      warning: { main: '#b45309' },
      primary: { main: isHexColor(prefs.primaryColor) ? prefs.primaryColor : DEFAULT_PRIMARY },
      secondary: { main: isHexColor(prefs.secondaryColor) ? prefs.secondaryColor : DEFAULT_SECONDARY },
    },
    // Buttons and tabs read as the catalogue writes them, in sentence case ('Novo setor'),
    // not in MUI's capitals ('NOVO SETOR').
    typography: { ...defaultTheme.typography, button: { textTransform: 'none' } },
    components: {
      ...defaultTheme.components,
      // The line under each field is kept even without an error: an error that appears or
      // goes away must not move the form, or a click on Save can land beside the button.
      MuiFormHelperText: { styleOverrides: { root: { minHeight: '1.66em' } } },
      // On a phone react-admin pins a form's save bar to the bottom of the screen (position fixed),
      // where it covers the last fields and where two forms' bars fall on one spot. Sticky keeps it
      // in the form's flow: at the bottom of the screen while the form goes on, after it at the end.
      RaToolbar: { styleOverrides: { root: { '&.RaToolbar-mobileToolbar': { position: 'sticky', left: 'auto', right: 'auto' } } } },
      // An avatar without a picture shows an initial (or a group's '+2') in white: MUI's default
      // light grey behind it is 1.9:1; grey 700 gives 6.2:1 (axe color-contrast).
      MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#fff' } } },
      // A table wider than a phone scrolls inside its container: the keyboard must reach it too.
      MuiTableContainer: { defaultProps: { tabIndex: 0 } },
      // A progress bar or spinner is a progressbar to assistive technology, which needs a name
      // (axe: aria-progressbar-name); one default for all, a component may still give its own.
      MuiLinearProgress: { defaultProps: { 'aria-label': i18nProvider.translate('app.page.loading') } },
      MuiCircularProgress: { defaultProps: { 'aria-label': i18nProvider.translate('app.page.loading') } },
      // An autocomplete's list is placed against the screen, as its field in a dialog is: placed
      // against the document, it moved for a frame whenever the page behind the dialog scrolled,
      // and a click could land beside the option it aimed at.
      MuiAutocomplete: { defaultProps: { slotProps: { popper: { popperOptions: { strategy: 'fixed' } } } } },
    },
  };
}
