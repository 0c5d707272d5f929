import { useParams } from "react-router";
import { CoursesSection } from "@/features/classrooms/components/courses-section";
import { IncubatorPage } from "@/features/incubators/pages/incubator-page";

/** `/incubators/{slug}`: the incubator's page with its courses, whose locked ones open its plans to upgrade. */
export function IncubatorWithCoursesPage() {
  const { slug = "" } = useParams();
  return <IncubatorPage sections={(openUpgrade) => <CoursesSection slug={slug} onUpgrade={openUpgrade} />} />;
}
