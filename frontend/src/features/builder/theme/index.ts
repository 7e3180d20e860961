export { BuilderThemeProvider, builderTheme } from './builder-theme';
