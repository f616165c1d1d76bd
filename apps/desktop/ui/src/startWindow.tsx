import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WindowApp } from './WindowApp.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WindowApp />
  </StrictMode>,
);
