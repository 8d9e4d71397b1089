import { QueryClient } from '@tanstack/react-query';
import { App } from './App.tsx';
import { mount } from './mount.tsx';

mount(App, new QueryClient());
