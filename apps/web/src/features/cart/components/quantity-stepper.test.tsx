import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

describe('quantity buttons', () => {
  it('minus at 1 removes the line: it asks for 0 pieces', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper name="Diya set" pieces={1} disabled={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Diya set' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('plus stops at 10', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <QuantityStepper name="Diya set" pieces={9} disabled={false} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'One more Diya set' }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    rerender(<QuantityStepper name="Diya set" pieces={10} disabled={false} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'One more Diya set' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'One less Diya set' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('waits while a change is on its way: both buttons are disabled', () => {
    render(<QuantityStepper name="Diya set" pieces={3} disabled onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'One more Diya set' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'One less Diya set' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('group', { name: 'Quantity of Diya set' }).textContent).toContain('3');
  });
});
