import { US_STATES } from '@funding/contracts';

// Selects show the state's name and submit its two-letter code.
export const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
