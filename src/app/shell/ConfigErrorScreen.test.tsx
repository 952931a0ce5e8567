import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, toRawConfig } from '../../../spec/schemas/config';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { ConfigErrorScreen } from './ConfigErrorScreen';

function errorOf(raw: unknown): ConfigError {
  try {
    parseConfig(raw);
  } catch (e) {
    if (e instanceof ConfigError) return e;
  }
  throw new Error('expected a configuration error');
}

describe('configuration error screen', () => {
  it('CONFIG-01 names the path of the bad field of a raw configuration instead of a white screen', () => {
    const raw = toRawConfig(simulatorConfig('freshway'));
    raw.storeResolution = JSON.stringify({ ...JSON.parse(raw.storeResolution!), validateEndpoint: 'ftp://x' });
    const error = errorOf(raw);
    render(<ConfigErrorScreen path={error.path} detail={error.message} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The store could not start');
    expect(screen.getByTestId('config-error-path')).toHaveTextContent('storeResolution.validateEndpoint');
  });

  it('CONFIG-01 a section that is not JSON is named', () => {
    const raw = { ...toRawConfig(simulatorConfig('freshway')), domain: '{oops' };
    render(<ConfigErrorScreen path={errorOf(raw).path} detail="x" />);
    expect(screen.getByTestId('config-error-path')).toHaveTextContent('domain');
  });
});
