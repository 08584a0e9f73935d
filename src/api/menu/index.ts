export { fetchMenu } from './calls';
export { menuDepth, toMenu, toMenuItems } from './reshape';
export { MENU_MAX_DEPTH, type Menu, type MenuItem, type SuggestedTheme, type ThemeLink, type ThemesPanel } from './model';
