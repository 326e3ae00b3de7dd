import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A message the server put on a field goes as soon as the host changes that field. (The form's
 * own checks re-run on change after a submit; a refused "Save draft" is not a submit, so its
 * messages would otherwise stay until the next save.)
 */
export function useClearServerErrors<T extends FieldValues>(form: UseFormReturn<T>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error?.type === 'server') form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
