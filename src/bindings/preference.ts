/**
 * The reader's binding, kept in browser storage under the key of the
 * framework's `<Tabs groupId="binding">`: choosing a binding in the switch
 * selects it in every binding tab, and a tab click is remembered as the
 * binding. Storage that fails only warns (the framework's storage slot).
 */
import {useCallback} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import {BINDING_STORAGE_KEY, type Binding, isBinding} from './labels';

/** The remembered binding (null before hydration and when none is stored) and its setter. */
export function useBindingPreference(): [Binding | null, (binding: Binding) => void] {
  const [value, slot] = useStorageSlot(BINDING_STORAGE_KEY);
  const choose = useCallback((binding: Binding) => slot.set(binding), [slot]);
  return [isBinding(value) ? value : null, choose];
}
