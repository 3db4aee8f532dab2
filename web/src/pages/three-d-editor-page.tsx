import { useParams } from 'react-router';
import { isThreeDType, threeDProduct } from '../../../core/src/three-d/products';
import { PageMeta } from '../components/page-meta';
import { ThreeDStudio } from '../features/three-d/three-d-studio';
import NotFoundPage from './not-found-page';

/** /3d-mockup/:type — the real-time 3D editor of one product (three.js loads only here and on the landing preview). */
export default function ThreeDEditorPage() {
  const { type } = useParams();
  if (!isThreeDType(type)) return <NotFoundPage />;
  const product = threeDProduct(type);
  return (
    <>
      <PageMeta
        title={`${product.name} Mockup Generator`}
        description={`Put your design on a ${product.name.replace('3D ', '').toLowerCase()} in real-time 3D: turn it, recolour it, light it, and download a PNG or a turntable MP4.`}
      />
      <ThreeDStudio key={type} type={type} />
    </>
  );
}
