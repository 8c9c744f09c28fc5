import neuron from './neuron.en.json';

/** The module's English namespace, fetched with the signed-in shell (index.ts). */
export default neuron;
