export { activateExperiments } from './calls';
