/** TanStack Query keys of Neuron's screens. */
export const neuronKeys = {
  all: ['neuron'] as const,
  residents: () => [...neuronKeys.all, 'residents'] as const,
  residentList: () => [...neuronKeys.residents(), 'list'] as const,
  resident: (id: number | 'me') => [...neuronKeys.residents(), 'detail', id] as const,
  boxes: () => [...neuronKeys.all, 'boxes'] as const,
  boxList: () => [...neuronKeys.boxes(), 'list'] as const,
  box: (id: number) => [...neuronKeys.boxes(), 'detail', id] as const,
  gateDevices: () => [...neuronKeys.boxes(), 'gate-devices'] as const,
  accesses: () => [...neuronKeys.all, 'accesses'] as const,
  accessList: () => [...neuronKeys.accesses(), 'list'] as const,
  access: (id: number) => [...neuronKeys.accesses(), 'detail', id] as const,
  logs: () => [...neuronKeys.all, 'logs'] as const,
  logHistory: () => [...neuronKeys.logs(), 'history'] as const,
  liveLogs: (companyId: number | null) => [...neuronKeys.logs(), 'live', companyId] as const,
  dashboard: (from: string, to: string, boxId: string) =>
    [...neuronKeys.all, 'dashboard', from, to, boxId] as const,
};
