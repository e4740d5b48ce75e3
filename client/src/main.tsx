import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-ext-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/cormorant-garamond/latin-ext-600.css';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-ext-400.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/lato/latin-ext-700.css';
import './styles/theme.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { i18n, persistLanguageChanges } from './lib/i18n';
import { applyTheme, storedTheme } from './lib/theme';

// public/preferences.js already did this before first paint; repeated here in case it was blocked.
applyTheme(storedTheme());
persistLanguageChanges(i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
