import { useState } from 'react';
import type { Project } from '@/api/types';
import { BlobImage } from '@/components/BlobImage';
import { BlurhashCanvas } from './BlurhashCanvas';
import { hasBackground, useBackgroundImage } from './useBackgroundImage';

/**
 * The project's background behind its views: the blurhash placeholder first (when the server sent
 * one), then the image once it has loaded. Decorative, so hidden from assistive technology.
 */
export function ProjectBackdrop({ project }: { project: Project }) {
  const image = useBackgroundImage(project);
  const [loaded, setLoaded] = useState<Blob | null>(null);
  if (!hasBackground(project)) return null;
  const hash = project.backgroundBlurHash ?? '';
  const shown = image.data !== undefined && loaded === image.data;
  return (
    <div className="project-backdrop" aria-hidden="true">
      {hash && !shown && <BlurhashCanvas hash={hash} className="project-backdrop-layer" />}
      {image.data && (
        <BlobImage
          blob={image.data}
          alt=""
          className={`project-backdrop-layer project-backdrop-image${shown ? ' is-loaded' : ''}`}
          data-testid="project-background"
          onLoad={() => setLoaded(image.data ?? null)}
        />
      )}
    </div>
  );
}
