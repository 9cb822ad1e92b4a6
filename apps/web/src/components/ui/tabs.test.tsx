// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch } from './switch.tsx';
import { Tabs } from './tabs.tsx';

function Example() {
  const [tab, setTab] = useState<'equipment' | 'vehicles'>('equipment');
  return (
    <Tabs
      label="Matériel et véhicules"
      value={tab}
      onChange={setTab}
      tabs={[
        { value: 'equipment', label: 'Équipements', content: <p>Liste du matériel</p> },
        { value: 'vehicles', label: 'Véhicules', content: <p>Liste des véhicules</p> },
      ]}
    />
  );
}

describe('tabs and switch', () => {
  afterEach(cleanup);

  it('shows the chosen tab and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const equipment = screen.getByRole('tab', { name: 'Équipements' });
    expect(equipment.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Équipements' }).textContent).toBe('Liste du matériel');

    await user.click(equipment);
    await user.keyboard('{ArrowRight}');
    const vehicles = screen.getByRole('tab', { name: 'Véhicules' });
    expect(document.activeElement).toBe(vehicles);
    expect(screen.getByRole('tabpanel').textContent).toBe('Liste des véhicules');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(equipment);
    await user.keyboard('{End}');
    expect(vehicles.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(equipment.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps a single tab stop in the tab list', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Équipements' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Véhicules' }).tabIndex).toBe(-1);
  });

  it('turns a switch on and off, named by its label', async () => {
    const user = userEvent.setup();
    function Toggle() {
      const [on, setOn] = useState(true);
      return <Switch label="Compte actif" checked={on} onCheckedChange={setOn} />;
    }
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: 'Compte actif' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
