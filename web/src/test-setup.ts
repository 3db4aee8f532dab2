import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a state; their default of 1 s is luck on a loaded 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
