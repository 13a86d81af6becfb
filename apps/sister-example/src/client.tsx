// The browser entry: hydrates the server's markup from the same URL, so the filters and the form come alive.
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
hydrateRoot(root, <App location={{ pathname: window.location.pathname, search: window.location.search }} />);
