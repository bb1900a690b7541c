import { useState } from 'react';
import { runtimeConfig } from '../runtime-config';

// A logo that fails to load is replaced by the fallback image
// (docs/product.md#the-application-form), once (a broken fallback must not loop).
export function Logo({ className }: { className?: string }) {
  const [source, setSource] = useState(runtimeConfig.logoUrl);
  return (
    <img
      src={source}
      alt={runtimeConfig.providerName}
      className={className}
      onError={() => {
        if (source !== runtimeConfig.logoFallbackUrl) setSource(runtimeConfig.logoFallbackUrl);
      }}
    />
  );
}
