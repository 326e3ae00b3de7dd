import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useClearServerErrors } from './use-clear-server-errors.ts';

afterEach(cleanup);

function Example() {
  const form = useForm({ defaultValues: { title: '', city: '' } });
  useClearServerErrors(form);
  useEffect(() => {
    // As after a refused "Save draft": one server message, one of the form's own.
    form.setError('title', { type: 'server', message: 'Give your event a title' });
    form.setError('city', { type: 'too_small', message: 'Add the city' });
  }, [form]);
  const { errors } = form.formState;
  return (
    <form>
      <input aria-label="Title" {...form.register('title')} />
      <input aria-label="City" {...form.register('city')} />
      <p>{errors.title?.message}</p>
      <p>{errors.city?.message}</p>
    </form>
  );
}

describe('server messages on fields', () => {
  it('go as soon as that field changes, and only that field’s', async () => {
    render(<Example />);
    expect(await screen.findByText('Give your event a title')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'x' } });
    expect(screen.getByText('Give your event a title')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Jazz' } });
    expect(screen.queryByText('Give your event a title')).toBeNull();
    // The form's own check is left to the form's own re-validation.
    expect(screen.getByText('Add the city')).toBeTruthy();
  });
});
