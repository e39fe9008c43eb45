import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getConfig, routerBasename } from './config/config';
import { Layout } from './layout/Layout';
import { AboutPage } from './pages/AboutPage';
import { BooksPage } from './pages/BooksPage';
import { ContactPage } from './pages/ContactPage';
import { EventsPage } from './pages/EventsPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ErrorBoundary } from './ui/ErrorBoundary';

export function AppRoutes() {
	return (
		<Routes>
			<Route element={ <Layout /> }>
				<Route index element={ <HomePage /> } />
				<Route path="books" element={ <BooksPage /> } />
				<Route path="about" element={ <AboutPage /> } />
				<Route path="events" element={ <EventsPage /> } />
				<Route path="contact" element={ <ContactPage /> } />
				<Route path="*" element={ <NotFoundPage /> } />
			</Route>
		</Routes>
	);
}

export function App() {
	return (
		<ErrorBoundary>
			<BrowserRouter
				basename={ routerBasename( getConfig() ) }
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<AppRoutes />
			</BrowserRouter>
		</ErrorBoundary>
	);
}
