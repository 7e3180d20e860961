/**
 * The Amplify UI theme of the builder and the after-enrollment screens: the kit's tokens set to
 * the portal's own design tokens (frontend/src/styles/app.css custom properties), so the kit
 * components and the rest of the portal share one look. Imported only by lazily loaded route
 * modules, so the kit stays out of the landing page's bundle (docs/decisions/0011).
 *
 * The tokens reach the page as a stylesheet (frontend/src/styles/builder-theme.css), not as the
 * `<style>` element Amplify's ThemeProvider inserts when given a theme: the portal's content
 * security policy (`style-src 'self'`) refuses inserted styles, so that theme never applied and
 * every builder page logged a violation. tests/unit/builder-theme.test.ts keeps the stylesheet
 * equal to this object, as Amplify's own createTheme names the variables.
 */
// The kit's styles for the components the builder and the pages after it use (builderKitComponents
// below), in the order of the kit's whole stylesheet: its base (tokens and reset) and one file per
// component, not the 310 kB of every component's rules (issue 41: style recalculation was a large
// part of the signed-in pages' blocking time). tests/unit/builder-kit-styles.test.ts keeps this
// list in step with the components imported.
import '@aws-amplify/ui-react/styles/base.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';
import '@aws-amplify/ui-react/styles/badge.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/icon.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@aws-amplify/ui-react/styles/card.css';
import '@aws-amplify/ui-react/styles/checkbox.css';
import '@aws-amplify/ui-react/styles/checkboxField.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/fieldset.css';
import '@aws-amplify/ui-react/styles/radio.css';
import '@aws-amplify/ui-react/styles/radiogroup.css';
import '@aws-amplify/ui-react/styles/radioGroupField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/table.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import '../../../styles/builder.css';
import '../../../styles/builder-theme.css';
import type { ReactNode } from 'react';
import { builderTheme } from './builder-theme-tokens';

export { builderTheme };

/**
 * The portal's tokens on a wrapper that adds no box (`display: contents`). Not inside the kit's
 * ThemeProvider: given no theme, it only repeats the context its module already holds (the
 * default theme, left to right) at the cost of building the default theme again on every page
 * (`createTheme`, a tenth of a second at the mobile preset's CPU) and of a second element that
 * declares every kit variable.
 */
export function BuilderThemeProvider({ children }: { children: ReactNode }) {
  return (
    <div data-amplify-theme={builderTheme.name} className="builder-theme">
      {children}
    </div>
  );
}

/**
 * The kit's components the builder and the pages after it use, and the stylesheets each needs
 * (imported above).
 */
export const builderKitComponents = {
  Badge: ['badge'],
  Button: ['button', 'loader'],
  Card: ['card'],
  CheckboxField: [
    'checkboxField',
    'checkbox',
    'field',
    'fieldMessages',
    'flex',
    'icon',
    'text',
    'visuallyHidden',
  ],
  Flex: ['flex'],
  Loader: ['loader'],
  Radio: ['radio', 'flex', 'text', 'visuallyHidden'],
  RadioGroupField: [
    'radioGroupField',
    'radiogroup',
    'radio',
    'fieldset',
    'field',
    'fieldMessages',
    'flex',
    'text',
    'visuallyHidden',
  ],
  SelectField: ['selectField', 'select', 'field', 'fieldMessages', 'flex', 'icon', 'text'],
  Table: ['table'],
  TableBody: ['table'],
  TableCell: ['table'],
  TableHead: ['table'],
  TableRow: ['table'],
  TextField: ['textField', 'input', 'field', 'fieldGroup', 'fieldMessages', 'flex', 'text'],
} as const;
