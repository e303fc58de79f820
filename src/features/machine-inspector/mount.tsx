import { createRoot } from 'react-dom/client'
import type { InspectionEvent, Observer } from 'xstate'
import { createInspectionStore } from './inspection-store.ts'
import { MachineInspector } from './MachineInspector.tsx'

/** Puts the local inspector on the page in a root of its own; its observer goes to every actor. */
export function mountMachineInspector(): Observer<InspectionEvent> {
  const store = createInspectionStore()
  const host = document.createElement('div')
  host.dataset.machineInspector = ''
  document.body.append(host)
  createRoot(host).render(<MachineInspector store={store} initiallyOpen />)
  return store.observer
}
