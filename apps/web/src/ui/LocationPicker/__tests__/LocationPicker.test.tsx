import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { LocationPicker, type LocationValue } from '../index.ts';

const DUBAI = { lat: 25.2048, lng: 55.2708 };
const RIYADH = { lat: 24.7136, lng: 46.6753 };

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const countryLine = () => screen.getByTestId('location-country');

describe('[UI][LOCATION-PICKER] location picker', { timeout: 30_000 }, () => {
  test("starts at spec §9's default location, 30, 30, and tells its country offline", async () => {
    renderWidget(<LocationPicker tiles={null} />);
    expect(field('Latitude')).toHaveValue('30');
    expect(field('Longitude')).toHaveValue('30');
    await waitFor(() => expect(countryLine()).toHaveTextContent('Country: Egypt (EG)'));
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAttribute('data-tiles', 'off');
    expect(screen.getByTitle('Chosen location')).toBeInTheDocument();
  });

  test('R93 latitude and longitude must be numbers in range; the location is withheld meanwhile', async () => {
    const onChange = vi.fn();
    renderWidget(<LocationPicker tiles={null} defaultValue={DUBAI} onChange={onChange} />);
    type('Latitude', 'north');
    expect(await screen.findByText('Latitude Must Be a Number Between -90 and 90')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null, 'Latitude Must Be a Number Between -90 and 90');

    type('Latitude', '25.2048');
    type('Longitude', '181');
    expect(await screen.findByText('Longitude Must Be a Number Between -180 and 180')).toBeInTheDocument();
    expect(screen.queryByText('Latitude Must Be a Number Between -90 and 90')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null, 'Longitude Must Be a Number Between -180 and 180');

    type('Longitude', '55.2708');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ ...DUBAI, address: '', countryShortCode: 'AE' }, null),
    );
  });

  test("R92 'Invalid Place' when the point is outside the required country", async () => {
    const onChange = vi.fn();
    renderWidget(
      <LocationPicker tiles={null} defaultValue={DUBAI} requiredCountry="AE" onChange={onChange} />,
    );
    await waitFor(() => expect(countryLine()).toHaveTextContent('United Arab Emirates (AE)'));
    expect(screen.queryByText('Invalid Place')).not.toBeInTheDocument();

    type('Latitude', String(RIYADH.lat));
    type('Longitude', String(RIYADH.lng));
    expect(await screen.findByText('Invalid Place')).toBeInTheDocument();
    expect(countryLine()).toHaveTextContent('Saudi Arabia (SA)');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        { ...RIYADH, address: '', countryShortCode: 'SA' },
        'Invalid Place',
      ),
    );

    type('Latitude', '0');
    type('Longitude', '-30');
    await waitFor(() => expect(countryLine()).toHaveTextContent('Brazil'));
    type('Latitude', '-30');
    type('Longitude', '-40');
    await waitFor(() => expect(countryLine()).toHaveTextContent('None (open sea)'));
    expect(screen.getByText('Invalid Place')).toBeInTheDocument();
  });

  test('the address travels with the location and names the pin', async () => {
    const onChange = vi.fn();
    renderWidget(<LocationPicker tiles={null} defaultValue={DUBAI} onChange={onChange} />);
    type('Address', 'Building 4, Sheikh Zayed Road');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        { ...DUBAI, address: 'Building 4, Sheikh Zayed Road', countryShortCode: 'AE' },
        null,
      ),
    );
    expect(screen.getByTitle('Building 4, Sheikh Zayed Road')).toBeInTheDocument();
  });

  test('a click on the map picks that point', async () => {
    const onChange = vi.fn();
    const { container } = renderWidget(
      <LocationPicker tiles={null} defaultValue={DUBAI} onChange={onChange} />,
    );
    const map = container.querySelector('.leaflet-container') as HTMLElement;
    // jsdom maps have no size: the map centre is at the container's corner; a click 200 px right is east of it.
    fireEvent.click(map, { clientX: 200, clientY: 0 });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [picked, error] = onChange.mock.lastCall ?? [];
    expect(error).toBeNull();
    expect(picked.lat).toBeCloseTo(DUBAI.lat, 2);
    expect(picked.lng).toBeGreaterThan(DUBAI.lng);
    expect(picked.countryShortCode).toBe('AE');
    expect(field('Latitude')).toHaveValue(String(picked.lat));
    expect(field('Longitude')).toHaveValue(String(picked.lng));
  });

  test('a new value from the parent moves the picker', async () => {
    function Parent() {
      const [value, setValue] = useState<LocationValue>(DUBAI);
      return (
        <>
          <button type="button" onClick={() => setValue({ ...RIYADH, address: 'Olaya' })}>
            Riyadh
          </button>
          <LocationPicker tiles={null} value={value} onChange={(next) => next && setValue(next)} />
        </>
      );
    }
    renderWidget(<Parent />);
    await waitFor(() => expect(countryLine()).toHaveTextContent('(AE)'));
    fireEvent.click(screen.getByRole('button', { name: 'Riyadh' }));
    expect(field('Latitude')).toHaveValue(String(RIYADH.lat));
    expect(field('Address')).toHaveValue('Olaya');
    await waitFor(() => expect(countryLine()).toHaveTextContent('(SA)'));
  });

  test('Arabic: labels, country name and the R92 message are translated', async () => {
    renderWidget(<LocationPicker tiles={null} defaultValue={RIYADH} requiredCountry="AE" />, {
      language: 'ar',
    });
    expect(screen.getByRole('textbox', { name: 'خط العرض' })).toHaveValue(String(RIYADH.lat));
    expect(await screen.findByText('مكان غير صالح')).toBeInTheDocument();
    expect(countryLine()).toHaveTextContent('السعودية');
  });
});
