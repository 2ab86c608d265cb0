// One of each piece of the site's fixed stack, and nothing else: one route, one query, one styled
// heading, one translation. Whatever a brand's route ships beyond this is the site's own weight.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';

interface SiteStatus {
  status: number;
}

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({
    siteStatus: build.query<SiteStatus, void>({ query: () => 'wps/system/status' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { welcome: 'Welcome' } } },
  interpolation: { escapeValue: false },
});

const Heading = styled.h1`
  font:
    700 2rem/1.2 system-ui,
    sans-serif;
  color: #0fb5ae;
`;

function HomeRoute() {
  const { t } = useTranslation();
  const { data, isLoading } = api.useSiteStatusQuery();
  return (
    <main>
      <Heading>{t('welcome')}</Heading>
      <p>{isLoading ? '…' : `status ${data?.status ?? 'unknown'}`}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <HomeRoute /> }]);

export function FloorApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>
  );
}
